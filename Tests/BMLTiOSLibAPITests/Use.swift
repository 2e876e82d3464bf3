/// Takes values so that the compiler counts them as used; the checks are the types they were declared with.
func use(_ values: Any?...) {}
