<?php

return [
    'id_bigint' => 'ID',
    'worldid_mixed' => 'World ID',
    'shared_group_id_bigint' => 'Unused',
    'service_body_bigint' => 'Service Body ID',
    'weekday_tinyint' => 'Weekday',
    'venue_type' => 'Venue Type',
    'start_time' => 'Start Time',
    'duration_time' => 'Duration',
    'time_zone' => 'Time Zone',
    'formats' => 'Formats',
    'lang_enum' => 'Language',
    'longitude' => 'Longitude',
    'latitude' => 'Latitude',
    'published' => 'Published',
    'email_contact' => 'Email Contact',
];
