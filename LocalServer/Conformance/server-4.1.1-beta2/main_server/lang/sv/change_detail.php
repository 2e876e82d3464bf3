<?php

return [
    'was_changed_from' => 'was changed from',
    'to' => 'to',
    'was_changed' => 'was changed',
    'was_added_as' => 'was added as',
    'was_deleted' => 'was deleted',
    'was_published' => 'The meeting was published',
    'was_unpublished' => 'The meeting was unpublished',
    'formats_prompt' => 'The meeting format',
    'duration_time' => 'The meeting duration',
    'start_time' => 'The meeting start time',
    'longitude' => 'The meeting longitude',
    'latitude' => 'The meeting latitude',
    'sb_prompt' => 'The meeting changed its Service Body from',
    'id_bigint' => 'The meeting ID',
    'lang_enum' => 'The meeting language',
    'worldid_mixed' => 'The World Committee Code',
    'weekday_tinyint' => 'The day of the week on which the meeting gathers',
    'non_existent_service_body' => 'Service Body No Longer Exists',
];
