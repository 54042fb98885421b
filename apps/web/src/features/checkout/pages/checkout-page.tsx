import { cartTotals } from '@kirana/shared/pricing';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { CartBill } from '../../../components/cart/cart-bill';
import { OrderItems } from '../../../components/cart/order-items';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useActiveAddresses } from '../../../lib/address-api';
import { getErrorMessage } from '../../../lib/api-error';
import { useCart } from '../../../lib/cart/use-cart';
import { useGetAddressServiceQuery } from '../../../lib/location/location-api';
import { paths } from '../../../lib/paths';
import { selectIsLoggedIn } from '../../../lib/session/user-slice';
import { usePlaceCashOrderMutation, useStartCardCheckoutMutation } from '../api/checkout-api';
import { useGetPaymentMethodsQuery } from '../api/payment-methods-api';
import { AddressPicker } from '../components/address-picker';

/** /checkout: address choice, the bill, and payment by cash on delivery or by card (docs/product-rules.md "Flows"). */
export function CheckoutPage() {
  const loggedIn = useSelector(selectIsLoggedIn);
  if (!loggedIn) {
    return (
      <section className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-10 text-center">
        <h1 className="text-xl font-semibold">Checkout</h1>
        <p>Please Login to place your order.</p>
        <Link to={paths.login} className={buttonStyles()}>
          Login
        </Link>
      </section>
    );
  }
  return <Checkout />;
}

function Checkout() {
  const navigate = useNavigate();
  const { lines, isLoading: cartLoading } = useCart();
  const { active: addresses, isLoading: addressesLoading } = useActiveAddresses();
  const { data: serviceList } = useGetAddressServiceQuery();
  const service = useMemo(
    () => new Map((serviceList ?? []).map((entry) => [entry.addressId, entry])),
    [serviceList],
  );
  const [chosenId, setChosenId] = useState<string>();
  const [placeCashOrder, cashState] = usePlaceCashOrderMutation();
  const [startCardCheckout, cardState] = useStartCardCheckoutMutation();
  // Until the answer arrives the button waits; if the question fails, the server's own refusal will say why.
  const methods = useGetPaymentMethodsQuery();
  const cardOffered = methods.data?.card ?? methods.isError;
  const totals = useMemo(
    () =>
      cartTotals(
        lines.map((l) => ({ price: l.product.price, discount: l.product.discount, quantity: l.quantity })),
      ),
    [lines],
  );

  // The first address we deliver to is the default until the shopper picks another (or the picked one is
  // removed, or stops being served).
  const deliverable = addresses.filter((a) => service.get(a._id)?.served !== false);
  const addressId = deliverable.some((a) => a._id === chosenId) ? chosenId : deliverable[0]?._id;
  const busy = cashState.isLoading || cardState.isLoading;
  const canOrder = lines.length > 0 && addressId !== undefined && !busy;

  const orderBody = () => ({
    list_items: lines.map((line) => ({ productId: line.product._id, quantity: line.quantity })),
    addressId: addressId ?? '',
    subTotalAmt: totals.grandTotal,
    totalAmt: totals.grandTotal,
  });

  const payByCash = async () => {
    try {
      const response = await placeCashOrder(orderBody()).unwrap();
      toast.success(response.message ?? 'Order successfully');
      navigate(paths.success, { state: { text: 'Order' } });
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  const payOnline = async () => {
    const loading = toast.loading('Loading...');
    try {
      const session = await startCardCheckout(orderBody()).unwrap();
      // The provider's hosted page; it sends the shopper back to /success or /cancel.
      window.location.assign(session.url);
    } catch (error) {
      toast.dismiss(loading);
      toast.error(getErrorMessage(error));
    }
  };

  if (cartLoading || addressesLoading) return <Skeleton className="mx-auto my-6 h-96 max-w-5xl" />;

  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-6 md:grid-cols-[1fr_24rem]">
      <h1 className="sr-only">Checkout</h1>
      <AddressPicker addresses={addresses} selectedId={addressId} onSelect={setChosenId} service={service} />
      <div className="grid content-start gap-3">
        <h2 className="text-lg font-semibold">Summary</h2>
        {lines.length === 0 ? (
          <p className="rounded-xl border border-neutral-200 p-4 text-sm">
            Your cart is empty.{' '}
            <Link to={paths.home} className="font-semibold text-buy underline">
              Shop Now
            </Link>
          </p>
        ) : (
          <>
            <OrderItems lines={lines} />
            <CartBill totals={totals} />
          </>
        )}
        {addresses.length === 0 && (
          <p className="text-sm text-neutral-700">Add an address to place the order.</p>
        )}
        {addresses.length > 0 && deliverable.length === 0 && (
          <p className="text-sm text-neutral-700">
            We don't deliver to your saved addresses yet: add one we deliver to.
          </p>
        )}
        {methods.data?.card === false ? (
          <p className="rounded-xl border border-neutral-200 p-3 text-sm text-neutral-700">
            Card payment is not available right now, please pay cash on delivery.
          </p>
        ) : (
          <Button onClick={payOnline} disabled={!canOrder || !cardOffered}>
            Online Payment
          </Button>
        )}
        <Button variant="outline" onClick={payByCash} disabled={!canOrder}>
          Cash on Delivery
        </Button>
      </div>
    </section>
  );
}
