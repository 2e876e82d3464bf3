<?php

return [
    'name' => 'Deutsch',
];
