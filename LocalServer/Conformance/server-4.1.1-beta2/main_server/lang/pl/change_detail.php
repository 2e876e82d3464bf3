<?php

return [
    'was_changed_from' => 'został zmieniony z',
    'to' => 'na',
    'was_changed' => 'został zmieniony',
    'was_added_as' => 'został dodany jako',
    'was_deleted' => 'został usunięty',
    'was_published' => 'Mityng został opublikowany',
    'was_unpublished' => 'Mityng był nieopublikowany',
    'formats_prompt' => 'Format mityngu',
    'duration_time' => 'Czas trwania mityngu',
    'start_time' => 'Czas rozpoczęcia mityngu',
    'longitude' => 'Długość geograficzna mityngu',
    'latitude' => 'Szerokość geograficzna mityngu',
    'sb_prompt' => 'Mityng zmienił swój organ służb z',
    'id_bigint' => 'ID mityngu',
    'lang_enum' => 'Język mityngu',
    'worldid_mixed' => 'Udostępnione ID grupy',  // TODO: translate The World Committee Code
    'weekday_tinyint' => 'Dzień tygodnia, w którym odbywa się mityng',
    'non_existent_service_body' => 'Organ służb już nie istnieje',
];
