"""What a station reads of an open night, as plain views: the values screens show and their builders."""
