<?php

declare(strict_types=1);

namespace Norhaven\Renewals\Tests\CallCrest;

use Norhaven\Renewals\CallCrest\Webhook\SignatureVerifier;
use PHPUnit\Framework\TestCase;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpKernel\Exception\UnauthorizedHttpException;

final class SignatureVerifierTest extends TestCase
{
    private function request(string $body, ?string $sig): Request
    {
        $request = Request::create('/hooks/callcrest', 'POST', content: $body);
        if (null !== $sig) {
            $request->headers->set(SignatureVerifier::HEADER, $sig);
        }

        return $request;
    }

    public function testValidSignaturePasses(): void
    {
        $body = '{"type":"call.completed"}';
        (new SignatureVerifier('s3cr3t'))->verify($this->request($body, hash_hmac('sha256', $body, 's3cr3t')));
        $this->addToAssertionCount(1);
    }

    public function testMissingSignatureIsRejected(): void
    {
        $this->expectException(UnauthorizedHttpException::class);
        (new SignatureVerifier('s3cr3t'))->verify($this->request('{}', null));
    }
}
