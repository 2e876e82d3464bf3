<?php

return [
    'was_changed_from' => 'a été modifié à partir de',
    'to' => 'à',
    'was_changed' => 'a été changé',
    'was_added_as' => 'a été ajouté en tant que',
    'was_deleted' => 'a été supprimée',
    'was_published' => 'La réunion a été publiée',
    'was_unpublished' => 'La réunion n\'a pas été publiée',
    'formats_prompt' => 'Le format de la réunion',
    'duration_time' => 'La durée de la réunion',
    'start_time' => 'Début de la réuniob',
    'longitude' => 'Longitude de la réunion',
    'latitude' => 'Latitude de la réunion',
    'sb_prompt' => 'La réunion a changé sa composante de structure de service de',
    'id_bigint' => 'ID de réunion',
    'lang_enum' => 'Langue de réunion',
    'worldid_mixed' => 'ID mondial du groupe',  // TODO: translate The World Committee Code // Done
    'weekday_tinyint' => 'Le jour de la semaine où la réunion se rassemble',
    'non_existent_service_body' => 'La composante de structure de service n\'existe plus',
];
