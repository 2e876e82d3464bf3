<?php

return [
    'name' => 'Dansk',
];
