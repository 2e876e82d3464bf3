<?php

return [
    'name' => 'English',
];
