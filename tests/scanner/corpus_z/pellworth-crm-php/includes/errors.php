<?php

class CallgroveException extends RuntimeException {}

class CallgroveUserMissing extends CallgroveException
{
    public function __construct($email)
    {
        parent::__construct('Agent ' . $email . ' does not exist in the dialer');
    }
}

class CallgroveDisabled extends CallgroveException {}

class PostwiseException extends RuntimeException {}
