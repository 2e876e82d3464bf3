<?php

return [
    'meeting_changed' => 'Mityng został zmieniony.',
    'meeting_created' => 'Mityng został utworzony.',
    'meeting_deleted' => 'Mityng został usunięty.',
    'meeting_rolled_back' => 'Mityng został przywrócony do poprzedniej wersji',

    'format_changed' => 'Format został zmieniony.',
    'format_created' => 'Format został utworzonty.',
    'format_deleted' => 'Format został usunięty.',
    'format_rolled_back' => 'Format został przywrócony do poprzedniej wersji.',

    'service_body_changed' => 'Organ służb został zmieniony.',
    'service_body_created' => 'Organ służb został utworzony.',
    'service_body_deleted' => 'Organ służb został usunięty.',
    'service_body_rolled_back' => 'Organ służb został przywrócony do poprzedniej wersji.',

    'user_changed' => 'Użytkownik został zmieniony.',
    'user_created' => 'Użytkownik został utworzony.',
    'user_deleted' => 'Użytkownik został usunięty.',
    'user_rolled_back' => 'Użytkownik został przywrócony do poprzedniej wersji.',

    'by' => 'przez',
    'for' => 'dla',
];
