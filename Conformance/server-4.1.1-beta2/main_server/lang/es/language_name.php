<?php

return [
    'name' => 'Español',
];
