<?php

return [
    'id_bigint' => 'ID',
    'worldid_mixed' => 'ID mondiale',
    'shared_group_id_bigint' => 'Inutilizzato',
    'service_body_bigint' => 'ID della struttura di servizio',
    'weekday_tinyint' => 'Giorno della settimana',
    'venue_type' => 'Venue Type',
    'start_time' => 'Ora d\'inizio',
    'duration_time' => 'Durata',
    'time_zone' => 'Time Zone',
    'formats' => 'Formati',
    'lang_enum' => 'Lingua',
    'longitude' => 'Longitudine',
    'latitude' => 'Latitudine',
    'published' => 'Pubblicato',
    'email_contact' => 'Contatto email',
];
