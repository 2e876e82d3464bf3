<?php

return [
    'was_changed_from' => 'mudou de',
    'to' => 'para',
    'was_changed' => 'foi alterado',
    'was_added_as' => 'adicionado como',
    'was_deleted' => 'foi apagado',
    'was_published' => 'A Reunião foi publicada',
    'was_unpublished' => 'A Reunião foi tirada do ar',
    'formats_prompt' => 'O Formato da Reunião',
    'duration_time' => 'Duração da Reunião',
    'start_time' => 'Inicio da Reunião',
    'longitude' => 'Longitude da Reunião',
    'latitude' => 'Latitude da Reunião',
    'sb_prompt' => 'A reunião alterou sua estrutura de serviço de',
    'id_bigint' => 'ID da reunião',
    'lang_enum' => 'Idioma da Reunião',
    'worldid_mixed' => 'The World Committee Code',
    'weekday_tinyint' => 'The day of the week on which the meeting gathers',
    'non_existent_service_body' => 'Estrutura de Serviço não existe mais',
];
