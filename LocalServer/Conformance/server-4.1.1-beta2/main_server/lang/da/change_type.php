<?php

return [
    'meeting_changed' => 'Mødet blev ændret.',
    'meeting_created' => 'Mødet blev oprettet.',
    'meeting_deleted' => 'Mødet blev slettet.',
    'meeting_rolled_back' => 'Mødet blev rullet tilbage til en tidligere version.',

    'format_changed' => 'Strukturen Blev Ændret.',
    'format_created' => 'Strukturen Blev Oprettet.',
    'format_deleted' => 'Strukturen Blev Slettet.',
    'format_rolled_back' => 'Strukturen blev rullet tilbage til en tidligere version.',

    'service_body_changed' => 'Service enheden blev ændret.',
    'service_body_created' => 'Service enheden blev Oprettet.',
    'service_body_deleted' => 'Service enheden blev Slettet.',
    'service_body_rolled_back' => 'Service Enheden blev rullet tilbage til en tidligere version.',

    'user_changed' => 'Brugeren Blev Ændret.',
    'user_created' => 'Brugeren Blev Oprettet.',
    'user_deleted' => 'Brugeren Blev Slettet.',
    'user_rolled_back' => 'Brugeren Blev Ruller Tilbage Til En Tidligere Version.',

    'by' => 'fra',
    'for' => 'til',
];
