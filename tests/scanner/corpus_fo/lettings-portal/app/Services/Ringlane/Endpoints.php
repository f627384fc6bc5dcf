<?php

namespace App\Services\Ringlane;

final class Endpoints
{
    public const CONTACT_LISTS = '/contact-lists';

    public static function contactList(string $id): string
    {
        return "/contact-lists/{$id}";
    }

    public static function contacts(string $listId): string
    {
        return "/contact-lists/{$listId}/contacts";
    }

    public static function contact(string $listId, string $phone): string
    {
        return sprintf('/contact-lists/%s/contacts/%s', $listId, rawurlencode($phone));
    }

    public const CALLS = '/calls';
}
