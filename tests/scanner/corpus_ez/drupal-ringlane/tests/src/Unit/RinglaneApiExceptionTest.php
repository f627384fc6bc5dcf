<?php

namespace Drupal\Tests\ringlane\Unit;

use Drupal\ringlane\Exception\RinglaneApiException;
use Drupal\Tests\UnitTestCase;
use GuzzleHttp\Psr7\Response;

/**
 * @coversDefaultClass \Drupal\ringlane\Exception\RinglaneApiException
 * @group ringlane
 */
class RinglaneApiExceptionTest extends UnitTestCase {

  public function testReturns503AsDisabled(): void {
    $response = new Response(503, [], json_encode(['error' => 'API disabled on the server']));
    $e = RinglaneApiException::fromResponse($response);
    $this->assertTrue($e->isApiDisabled());
    $this->assertSame('API disabled on the server', $e->getMessage());
  }

  public function testUnknownUserOn404(): void {
    $response = new Response(404, [], json_encode(['error' => 'user not found']));
    $this->assertTrue(RinglaneApiException::fromResponse($response)->isUnknownUser());
  }

  public function testFieldErrors(): void {
    $response = new Response(400, [], json_encode([
      'error' => 'validation failed',
      'details' => [['path' => 'contacts[0].phone', 'message' => 'invalid E.164 number']],
    ]));
    $errors = RinglaneApiException::fromResponse($response)->fieldErrors();
    $this->assertSame(['contacts[0].phone' => 'invalid E.164 number'], $errors);
  }

}
