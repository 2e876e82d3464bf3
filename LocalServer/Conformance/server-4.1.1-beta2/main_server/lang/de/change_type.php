<?php

return [
    'meeting_changed' => 'Das Meeting wurde geändert.',
    'meeting_created' => 'Das Meeting wurde erstellt.',
    'meeting_deleted' => 'Das Meeting wurde gelöscht.',
    'meeting_rolled_back' => 'Das Meeting wurde auf die vorherige Version zurück gesetzt.',

    'format_changed' => 'Das Format wurde geändert.',
    'format_created' => 'Das Format wurde erstellt.',
    'format_deleted' => 'Das Format wurde gelöscht.',
    'format_rolled_back' => 'Das Format wurde auf die vorherige Version zurück gesetzt.',

    'service_body_changed' => 'Der service body wurde geändert.',
    'service_body_created' => 'Der service body wurde erstellt.',
    'service_body_deleted' => 'Der service body wurde gelöscht.',
    'service_body_rolled_back' => 'Der service body wurde auf die vorherige Version zurück gesetzt.',

    'user_changed' => 'Der Benutzer  wurde geändert.',
    'user_created' => 'Der Benutzer wurde erstellt.',
    'user_deleted' => 'Der Benutzer wurde gelöscht.',
    'user_rolled_back' => 'Der Benutzer wurde auf die vorherige Version zurück gesetzt.',

    'by' => 'by',
    'for' => 'for',
];
