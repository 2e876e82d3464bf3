<?php

return [
    'name' => 'Italiano',
];
