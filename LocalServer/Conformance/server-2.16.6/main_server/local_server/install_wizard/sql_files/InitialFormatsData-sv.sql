INSERT INTO `%%PREFIX%%_comdef_formats` (`shared_id_bigint`, `key_string`, `icon_blob`, `worldid_mixed`, `lang_enum`, `name_string`, `description_string`, `format_type_enum`) VALUES
(4, 'S', NULL, 'CLOSED', 'sv', 'Slutet möte', 'Ett slutet NA möte är för de individer som identifierar sig som beroende eller för de som är osäkra och tror att de kanske har drogproblem.', 'FC3'),
(15, 'M', NULL, 'M', 'sv', 'Mansmöte', 'Detta möte är endast öppet för män.', 'FC3'),
(17, 'Ö', NULL, 'OPEN', 'sv', 'Öppet möte', 'Ett öppet möte är ett NA-möte där vem som helst som är intresserad av hur vi har funnit tillfrisknande från beroendesjukdomen kan närvara.', 'FC3'),
(47, 'ENG', NULL, NULL, 'sv', 'Engelska', 'Engelsktalande möte', 'FC3'),
(48, 'PER', NULL, NULL, 'sv', 'Persiskt', 'Persiskt möte', 'FC1'),
(32, 'K', NULL, 'W', 'sv', 'Kvinnomöte', 'Detta möte är endast öppet för kvinnor.', 'FC3'),
(33, 'RL', NULL, 'WCHR', 'sv', 'Rullstolsvänlig lokal', 'Detta möte är tillgängligt för rullstolsbundna.', 'FC2'),
(47, 'ENG', NULL, NULL, 'sv', 'Engelska', 'Engelsktalande möte', 'FC3'),
(54, 'VM', NULL, 'VM', 'sv', 'Virtual Meeting', 'Meets Virtually', 'FC2'),
(55, 'TC', NULL, 'TC', 'sv', 'Temporarily Closed Facility', 'Facility is Temporarily Closed', 'FC2'),
(56, 'HY', NULL,  'HYBR', 'sv', 'Hybrid Meeting', 'Meets Virtually and In-person', 'FC2');