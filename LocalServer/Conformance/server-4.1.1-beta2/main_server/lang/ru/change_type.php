<?php

return [
    'meeting_changed' => 'Собрание изменено.',
    'meeting_created' => 'Собрание создано.',
    'meeting_deleted' => 'Собрание удалено.',
    'meeting_rolled_back' => 'Собрание откатилось до прошлой версии.',

    'format_changed' => 'Формат был изменен.',
    'format_created' => 'Формат был создан.',
    'format_deleted' => 'Формат был удален.',
    'format_rolled_back' => 'Формат откатился до прошлой версии.',

    'service_body_changed' => 'Сервисное обслуживание изменено.',
    'service_body_created' => 'Сервисное обслуживание создано.',
    'service_body_deleted' => 'Сервисное обслуживание удалено.',
    'service_body_rolled_back' => 'Сервисное обслуживание откатилось до прошлой версии.',

    'user_changed' => 'Пользователь изменен.',
    'user_created' => 'Пользователь создан.',
    'user_deleted' => 'Пользователь удален.',
    'user_rolled_back' => 'Пользователь откатился до предыдущей версии.',

    'by' => 'от',
    'for' => 'для',
];
