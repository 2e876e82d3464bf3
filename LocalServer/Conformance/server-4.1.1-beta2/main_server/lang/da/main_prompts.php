<?php

return [
    'id_bigint' => 'ID',
    'worldid_mixed' => 'Verdens ID',
    'shared_group_id_bigint' => 'Ubrugt',
    'service_body_bigint' => 'Service Enhed ID',
    'weekday_tinyint' => 'Ugedag',
    'venue_type' => 'Venue Type',
    'start_time' => 'Starttidspunkt',
    'duration_time' => 'Retning',
    'time_zone' => 'Time Zone',
    'formats' => 'Struktur',
    'lang_enum' => 'Sprog',
    'longitude' => 'Længdegrad',
    'latitude' => 'Højdergrad',
    'published' => 'Udgivet',
    'email_contact' => 'Email Kontakt',
];
