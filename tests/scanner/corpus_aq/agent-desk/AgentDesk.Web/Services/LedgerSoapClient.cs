using System.Configuration;
using System.IO;
using System.Net;
using System.Text;
using System.Xml.Linq;

namespace AgentDesk.Web.Services
{
    /// <summary>Hand-rolled SOAP call to the internal loan ledger (WCF basicHttpBinding).</summary>
    public class LedgerSoapClient
    {
        private const string Envelope =
            "<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\"><s:Body>" +
            "<GetBalance xmlns=\"http://halberd.local/ledger/v1\"><loanRef>{0}</loanRef></GetBalance>" +
            "</s:Body></s:Envelope>";

        public decimal GetBalance(string loanRef)
        {
            var req = (HttpWebRequest)WebRequest.Create(ConfigurationManager.AppSettings["Ledger.SoapEndpoint"]);
            req.Method = "POST";
            req.ContentType = "text/xml; charset=utf-8";
            req.Headers.Add("SOAPAction", "http://halberd.local/ledger/v1/ILedgerService/GetBalance");
            req.Headers.Add("x-api-key", ConfigurationManager.AppSettings["Ledger.ApiKey"]);
            var bytes = Encoding.UTF8.GetBytes(string.Format(Envelope, SecurityElement(loanRef)));
            using (var s = req.GetRequestStream()) s.Write(bytes, 0, bytes.Length);
            try
            {
                using (var resp = (HttpWebResponse)req.GetResponse())
                using (var reader = new StreamReader(resp.GetResponseStream()))
                {
                    var doc = XDocument.Parse(reader.ReadToEnd());
                    XNamespace ns = "http://halberd.local/ledger/v1";
                    return decimal.Parse(doc.Descendants(ns + "GetBalanceResult").First().Value);
                }
            }
            catch (WebException ex)
            {
                var r = ex.Response as HttpWebResponse;
                if (r != null && (r.StatusCode == HttpStatusCode.BadGateway || r.StatusCode == HttpStatusCode.ServiceUnavailable))
                    throw new LedgerUnavailableException("Ledger is down", ex);
                throw;
            }
        }

        private static string SecurityElement(string s) { return System.Security.SecurityElement.Escape(s); }
    }

    public class LedgerUnavailableException : System.Exception
    {
        public LedgerUnavailableException(string m, System.Exception inner) : base(m, inner) { }
    }
}
