<?php
// phpcs:disable PSR1.Classes.ClassDeclaration.MissingNamespace
abstract class VenueType
{
    // phpcs:enable PSR1.Classes.ClassDeclaration.MissingNamespace
    const IN_PERSON = 1;
    const VIRTUAL = 2;
    const HYBRID = 3;
}
