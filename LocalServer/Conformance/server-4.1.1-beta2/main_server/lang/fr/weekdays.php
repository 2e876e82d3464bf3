<?php

return [
    'sunday' => 'Dimanche',
    'monday' => 'Lundi',
    'tuesday' => 'Mardi',
    'wednesday' => 'Mercredi',
    'thursday' => 'Jeui',
    'friday' => 'Vendredi',
    'saturday' => 'Samedi',
];
