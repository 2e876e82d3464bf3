<?php

return [
    'name' => 'Português',
];
