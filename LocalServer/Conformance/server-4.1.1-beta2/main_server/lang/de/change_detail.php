<?php

return [
    'was_changed_from' => 'was changed from',
    'to' => 'to',
    'was_changed' => 'wurde geändert',
    'was_added_as' => 'wurde hinzugefügt als',
    'was_deleted' => 'wurde gelöscht',
    'was_published' => 'Das Meeting wurde veröffentlicht',
    'was_unpublished' => 'Das Meeting wurde deaktiviert',
    'formats_prompt' => 'Das Meetings-Format',
    'duration_time' => 'Die Meetings-Dauer',
    'start_time' => 'Die Meetings Start-Zeit',
    'longitude' => 'Der Meetings-Längengrad',
    'latitude' => 'Der Meetings-Breitengrad',
    'sb_prompt' => 'Das Meeting änderte seinen Service Body von',
    'id_bigint' => 'Die Meetings-ID',
    'lang_enum' => 'Die Meetings-Sprache',
    'worldid_mixed' => 'Die gemeinsame Group ID',  // TODO: translate The World Committee Code
    'weekday_tinyint' => 'Der Tag der Woche, an dem das Meeting stattfindet',
    'non_existent_service_body' => 'Dieser Service Body existiert nicht mehr',
];
