<?php

return [
    'was_changed_from' => 'был изменен с',
    'to' => 'to',
    'was_changed' => 'был изменен',
    'was_added_as' => 'был добавлен как',
    'was_deleted' => 'был удален',
    'was_published' => 'Собрание было опубликовано',
    'was_unpublished' => 'Собрание было неопубликовано',
    'formats_prompt' => 'Формат собрания',
    'duration_time' => 'Продолжительность встречи',
    'start_time' => 'Время начала встречи',
    'longitude' => 'Долгота собрания',
    'latitude' => 'Широта собрания',
    'sb_prompt' => 'Собрания изменено следующим органом обслуживания',
    'id_bigint' => 'ID собрания',
    'lang_enum' => 'Язык собрания',
    'worldid_mixed' => 'Общий Group ID',  // TODO: translate The World Committee Code
    'weekday_tinyint' => 'День недели, в которую собирается собрание',
    'non_existent_service_body' => 'Сервисный орган больше не существует',
];
