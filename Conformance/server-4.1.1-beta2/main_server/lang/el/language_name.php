<?php

return [
    'name' => 'Ελληνικά',
];
