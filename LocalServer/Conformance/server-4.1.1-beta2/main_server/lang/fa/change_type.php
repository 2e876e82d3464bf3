<?php

return [
    'meeting_changed' => 'The meeting was changed.',
    'meeting_created' => 'The meeting was created.',
    'meeting_deleted' => 'The meeting was deleted.',
    'meeting_rolled_back' => 'The meeting was rolled back to a previous version.',

    'format_changed' => 'The format was changed.',
    'format_created' => 'The format was created.',
    'format_deleted' => 'The format was deleted.',
    'format_rolled_back' => 'The format was rolled back to a previous version.',

    'service_body_changed' => 'The service body was changed.',
    'service_body_created' => 'The service body was created.',
    'service_body_deleted' => 'The service body was deleted.',
    'service_body_rolled_back' => 'The service body was rolled back to a previous version.',

    'user_changed' => 'The user was changed.',
    'user_created' => 'The user was created.',
    'user_deleted' => 'The user was deleted.',
    'user_rolled_back' => 'The user was rolled back to a previous version.',

    'by' => 'by',
    'for' => 'for',
];
