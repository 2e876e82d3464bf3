<?php

return [
    'name' => 'Русский',
];
