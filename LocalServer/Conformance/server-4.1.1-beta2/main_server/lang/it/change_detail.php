<?php

return [
    'was_changed_from' => 'è stato modificato da',
    'to' => 'a',
    'was_changed' => 'è stato modificato',
    'was_added_as' => 'è stato aggiunto come',
    'was_deleted' => 'è stato cancellato',
    'was_published' => 'La riunione è stata pubblicata',
    'was_unpublished' => 'La riunione non è più pubblicata',
    'formats_prompt' => 'Il formato della riunione',
    'duration_time' => 'La durata della riunione',
    'start_time' => 'L\'ora di inizio della riunione',
    'longitude' => 'La longitudine della riunione',
    'latitude' => 'La latitudine della riunione',
    'sb_prompt' => 'La riunione ha modificato la sua struttura di servizio da',
    'id_bigint' => 'ID della riunione',
    'lang_enum' => 'Lingua della riunione',
    'worldid_mixed' => 'ID del gruppo condiviso',
    'weekday_tinyint' => 'Il giorno della settimana in cui si tiene la riunione',
    'non_existent_service_body' => 'La struttura di servizio non esiste più',
];
