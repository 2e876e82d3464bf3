<?php

return [
    'meeting_changed' => 'La riunione è stata modificata.',
    'meeting_created' => 'La riunione è stata creata.',
    'meeting_deleted' => 'La riunione è stata cancellata.',
    'meeting_rolled_back' => 'La riunione è stata riportata a una versione precedente.',

    'format_changed' => 'Il formato è stato modificato.',
    'format_created' => 'Il formato è stato creato.',
    'format_deleted' => 'Il formato è stato cancellato.',
    'format_rolled_back' => 'Il formato è stato riportato a una versione precedente.',

    'service_body_changed' => 'La struttura di servizio è stata modificata.',
    'service_body_created' => 'La struttura di servizio è stata creata.',
    'service_body_deleted' => 'La struttura di servizio è stata cancellata.',
    'service_body_rolled_back' => 'La struttura di servizio è stata riportata a una versione precedente.',

    'user_changed' => 'L\'utente è stato modificato.',
    'user_created' => 'L\'utente è stato creato.',
    'user_deleted' => 'L\'utente è stato cancellato.',
    'user_rolled_back' => 'L\'utente è stato riportato a una versione precedente.',

    'by' => 'da',
    'for' => 'per',
];
