<?php

return [
    'name' => 'Polski',
];
