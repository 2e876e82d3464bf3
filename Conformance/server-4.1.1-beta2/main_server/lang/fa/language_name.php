<?php

return [
    'name' => 'فارسی',
];
