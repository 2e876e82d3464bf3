<?php

return [
    'sunday' => 'Söndag',
    'monday' => 'Måndag',
    'tuesday' => 'Tisdag',
    'wednesday' => 'Onsdag',
    'thursday' => 'Torsdag',
    'friday' => 'Fredag',
    'saturday' => 'Lördag',
];
