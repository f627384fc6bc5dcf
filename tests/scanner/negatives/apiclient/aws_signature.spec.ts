import { describe, expect, test, vi } from "vitest"
import { generateAwsSignature } from "../aws-signature"

// The signer is replaced so the test sees what the request helper does with its answer;
// the HMAC itself (AWS4-HMAC-SHA256) is the library's business, not this file's.
vi.mock("aws4fetch", () => ({
  AwsV4Signer: vi.fn().mockImplementation(function () {
    return {
      sign: vi.fn().mockImplementation(function () {
        return Promise.resolve({
          headers: new Map([
            [
              "Authorization",
              "AWS4-HMAC-SHA256 Credential=test-key/20240101/us-east-1/s3/aws4_request, SignedHeaders=host;x-amz-date, Signature=test-signature",
            ],
            ["X-Amz-Date", "20240101T120000Z"],
          ]),
          url: new URL(
            "https://s3.amazonaws.com/bucket?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=test-signature"
          ),
        })
      }),
    }
  }),
}))

describe("generateAwsSignature", () => {
  test("puts the signature in the query when asked to", async () => {
    const params = await generateAwsSignature({ addTo: "QUERY_PARAMS", calling: "s3" })
    expect(params).toContainEqual({
      active: true,
      key: "X-Amz-Signature",
      value: "test-signature",
      description: "",
    })
  })
})
