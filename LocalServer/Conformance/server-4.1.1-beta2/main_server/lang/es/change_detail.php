<?php

return [
    'was_changed_from' => 'fue cambiado de',
    'to' => 'a',
    'was_changed' => 'cambiado',
    'was_added_as' => 'fue introducido como',
    'was_deleted' => 'fue elimanado',
    'was_published' => 'La reunión se publicó',
    'was_unpublished' => 'El reunión fue inédito',
    'formats_prompt' => 'Formato de reunion',
    'duration_time' => 'La duración de reunión',
    'start_time' => 'Hora de inicio de la reunion',
    'longitude' => 'La longitud de reunión',
    'latitude' => 'El latitud de reunión',
    'sb_prompt' => 'La reunión cambió su cuerpo de servicio de',
    'id_bigint' => 'ID de la reunion',
    'lang_enum' => 'Idioma de la reunion',
    'worldid_mixed' => 'El ID de grupo compartida',  // TODO: translate The World Committee Code
    'weekday_tinyint' => 'El día de la semana en que se reúne la reunión',
    'non_existent_service_body' => 'Cuerpo de Servicio ya no existe',
];
