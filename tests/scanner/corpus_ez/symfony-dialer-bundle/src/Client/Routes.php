<?php

namespace Harbourline\RinglaneBundle\Client;

final class Routes
{
    public const LISTS = 'contact-lists';
    public const LIST = 'contact-lists/{id}';
    public const LIST_CONTACTS = 'contact-lists/{id}/contacts';
    public const LIST_CONTACT_BY_PHONE = 'contact-lists/{id}/contacts/{phone}';

    public static function expand(string $route, array $params): string
    {
        return strtr($route, array_combine(
            array_map(static fn (string $k) => '{'.$k.'}', array_keys($params)),
            array_map('rawurlencode', array_values($params)),
        ));
    }
}
