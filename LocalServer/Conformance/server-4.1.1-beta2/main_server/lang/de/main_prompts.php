<?php

return [
    'id_bigint' => 'ID',
    'worldid_mixed' => 'World ID',
    'shared_group_id_bigint' => 'Unused',
    'service_body_bigint' => 'Service Body ID',
    'weekday_tinyint' => 'Wochentag',
    'venue_type' => 'Venue Type',
    'start_time' => 'Start Zeit',
    'duration_time' => 'Dauer',
    'time_zone' => 'Time Zone',
    'formats' => 'Formate',
    'lang_enum' => 'Sprache',
    'longitude' => 'Längengrad',
    'latitude' => 'Breitengrad',
    'published' => 'veröffentlicht',
    'email_contact' => 'E-Mail Kontakt',
];
