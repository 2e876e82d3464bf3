<?php

return [
    'meeting_changed' => 'La reunion fue cambiada.',
    'meeting_created' => 'La reunion fue creada.',
    'meeting_deleted' => 'La reunion fue eliminada.',
    'meeting_rolled_back' => 'La reunión se ha retrotraído a una versión anterior.',

    'format_changed' => 'El formato ha cambiado.',
    'format_created' => 'El formato fue creado.',
    'format_deleted' => 'Formato fue eliminad.',
    'format_rolled_back' => 'El formato se ha retrotraído a una versión anterior.',

    'service_body_changed' => 'El cuerpo de servicio se ha cambiado.',
    'service_body_created' => 'El cuerpo de servicio fue creado.',
    'service_body_deleted' => 'El cuerpo de servicio fue eliminado.',
    'service_body_rolled_back' => 'El cuerpo de servicio se ha retrotraído a una versión anterior.',

    'user_changed' => 'El usuario ha cambiado.',
    'user_created' => 'Se creó el usuario.',
    'user_deleted' => 'El usuario se ha eliminado.',
    'user_rolled_back' => 'El usuario se ha retrotraído a una versión anterior.',

    'by' => 'por',
    'for' => 'para',
];
