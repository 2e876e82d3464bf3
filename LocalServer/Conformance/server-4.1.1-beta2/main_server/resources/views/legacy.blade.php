<?php

require_once $includePath;
