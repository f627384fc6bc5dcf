<?php

namespace Drupal\ringlane;

/**
 * Wire-level constants for the Ringlane public API.
 */
final class RinglaneApi {

  public const HEADER_KEY = 'x-api-key';
  public const HEADER_ACTING_USER = 'x-user-email';

  public const PATH_LISTS = '/contact-lists';
  public const PATH_LIST = '/contact-lists/%s';
  public const PATH_LIST_CONTACTS = '/contact-lists/%s/contacts';
  public const PATH_LIST_CONTACT = '/contact-lists/%s/contacts/%s';

  public const SIGNATURE_HEADER = 'X-Ringlane-Signature';

  private function __construct() {}

}
