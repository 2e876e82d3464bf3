<?php

return [
    'name' => 'Français',
];
