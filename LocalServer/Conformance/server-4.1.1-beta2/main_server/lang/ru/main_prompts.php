<?php

return [
    'id_bigint' => 'ID',
    'worldid_mixed' => 'World ID',
    'shared_group_id_bigint' => 'неиспользуемый',
    'service_body_bigint' => 'Service Body ID',
    'weekday_tinyint' => 'Weekday',
    'venue_type' => 'Venue Type',
    'start_time' => 'Время начала',
    'duration_time' => 'Продолжительность',
    'time_zone' => 'Time Zone',
    'formats' => 'Форматы',
    'lang_enum' => 'Язык',
    'longitude' => 'Долгота',
    'latitude' => 'Широта',
    'published' => 'Опубликовано',
    'email_contact' => 'e-mail контакт',
];
