<?php

return [
    'id_bigint' => 'ID',
    'worldid_mixed' => 'ID Mundial',
    'shared_group_id_bigint' => 'Unused',
    'service_body_bigint' => 'ID Estrutura de Serviço',
    'weekday_tinyint' => 'Dia da Semana',
    'venue_type' => 'Venue Type',
    'start_time' => 'Horário',
    'duration_time' => 'Duração',
    'time_zone' => 'Time Zone',
    'formats' => 'Formatos',
    'lang_enum' => 'Lingua',
    'longitude' => 'Longitude',
    'latitude' => 'Latitude',
    'published' => 'Publicada',
    'email_contact' => 'Contato Email',
];
