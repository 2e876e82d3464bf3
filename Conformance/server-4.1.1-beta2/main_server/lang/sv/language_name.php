<?php

return [
    'name' => 'Svenska',
];
