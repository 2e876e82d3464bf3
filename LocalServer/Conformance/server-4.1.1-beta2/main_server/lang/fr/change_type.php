<?php

return [
    'meeting_changed' => 'La réunion a été changé.',
    'meeting_created' => 'La réunion a été créé.',
    'meeting_deleted' => 'La réunion a été supprimée.',
    'meeting_rolled_back' => 'La réunion a été restaurée pour une version précédente.',

    'format_changed' => 'Le format a été changé.',
    'format_created' => 'Le format a été créé.',
    'format_deleted' => 'Le format a été supprimé.',
    'format_rolled_back' => 'Le format a été restauré pour une version précédente.',

    'service_body_changed' => 'La composante de structure de service a été modifiée.',
    'service_body_created' => 'La composante de structure a été créée.',
    'service_body_deleted' => 'La composante de structure a été supprimée.',
    'service_body_rolled_back' => 'La composante de structure a été restaurée pour une version précédente.',

    'user_changed' => 'L\'Utilisateur a été changé.',
    'user_created' => 'L\'Utilisateur a été créé.',
    'user_deleted' => 'L\'Utilisateur a été supprimé.',
    'user_rolled_back' => 'L\'Utilisateur a été restauré pour une version précédente.',

    'by' => 'par',
    'for' => 'pour',
];
