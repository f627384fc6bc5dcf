using System;
using System.Configuration;
using System.IO;
using System.Net;
using System.Security.Cryptography;
using System.ServiceModel.Web;
using System.Text;

namespace Korvath.Portal.Services
{
    public class DialerHookService : IDialerHookService
    {
        public void CallEvent(Stream body)
        {
            byte[] payload = ReadAll(body);
            var ctx = WebOperationContext.Current;
            string signature = ctx.IncomingRequest.Headers["X-DialBridge-Signature"];
            string secret = ConfigurationManager.AppSettings["DialBridge.WebhookSecret"];

            using (var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(secret)))
            {
                string expected = BitConverter.ToString(hmac.ComputeHash(payload)).Replace("-", "").ToLowerInvariant();
                if (!string.Equals(expected, signature, StringComparison.OrdinalIgnoreCase))
                {
                    ctx.OutgoingResponse.StatusCode = HttpStatusCode.Unauthorized;
                    return;
                }
            }
            CallEventProcessor.Enqueue(Encoding.UTF8.GetString(payload));
            ctx.OutgoingResponse.StatusCode = HttpStatusCode.NoContent;
        }

        public void SvixEvent(Stream body)
        {
            byte[] payload = ReadAll(body);
            var h = WebOperationContext.Current.IncomingRequest.Headers;
            string id = h["svix-id"];
            string ts = h["svix-timestamp"];
            string sig = h["svix-signature"];
            SvixVerifier.Verify(ConfigurationManager.AppSettings["Svix.WebhookSecret"], id, ts, payload, sig);
        }

        private static byte[] ReadAll(Stream s)
        {
            using (var ms = new MemoryStream()) { s.CopyTo(ms); return ms.ToArray(); }
        }
    }
}
