INSERT INTO `%%PREFIX%%_comdef_db_version` VALUES (21);
