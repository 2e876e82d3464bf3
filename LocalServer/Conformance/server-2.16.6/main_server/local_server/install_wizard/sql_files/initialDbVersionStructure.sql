CREATE TABLE `%%PREFIX%%_comdef_db_version` (version INT);
