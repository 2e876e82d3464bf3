<?php

return [
    'was_changed_from' => 'blev ændret fra',
    'to' => 'Til',
    'was_changed' => 'blev ændret',
    'was_added_as' => 'blev tilføjet som',
    'was_deleted' => 'Blev Slettet',
    'was_published' => 'Mødet Blev Udhivet',
    'was_unpublished' => 'Mødet Blev Ikke Udgivet',
    'formats_prompt' => 'Møde Strukturen',
    'duration_time' => 'Møde varigheden',
    'start_time' => 'Mødetidspunktet',
    'longitude' => 'Mødets Længdegrad',
    'latitude' => 'Mødets Højdegrad',
    'sb_prompt' => 'Mødet ændrede sin service enhed fra',
    'id_bigint' => 'Møde ID',
    'lang_enum' => 'Møde sproget',
    'worldid_mixed' => 'Den delte gruppe ID',  // TODO: translate The World Committee Code
    'weekday_tinyint' => 'Den dag i ugen, hvor mødet holdes',
    'non_existent_service_body' => 'Service enheden findes ikke længere',
];
