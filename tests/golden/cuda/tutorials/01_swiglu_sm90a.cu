// tutorials/01_copy_and_elementwise.py --compile-only: swiglu; sm_90a
// written by `python scripts/update_golden.py` (never by hand): the CUDA source after prelude.cuh and a blank line, #line paths repository-relative
#line 98 "tutorials/01_copy_and_elementwise.py"
extern "C" __global__ void __launch_bounds__(128) main_kernel(half* __restrict__ X, half* __restrict__ G, half* __restrict__ Out) {
  const int tid = (int)threadIdx.x;
#line 100 "tutorials/01_copy_and_elementwise.py"
  const int v = ((int)blockIdx.y * 32);
#line 101 "tutorials/01_copy_and_elementwise.py"
  const int v_1 = ((int)blockIdx.x * 256);
#line 99 "tutorials/01_copy_and_elementwise.py"
  for (int e = 0; e < 8; e += 1) {
    const int v_2 = (e * 128);
    const int v_3 = (v_2 + tid);
    const int v_4 = (v_3 % 32);
    const int v_5 = (v_3 / 32);
    const int v_6 = (v_4 * 8);
#line 100 "tutorials/01_copy_and_elementwise.py"
    const int r = (v + v_5);
#line 101 "tutorials/01_copy_and_elementwise.py"
    const int c = (v_1 + v_6);
#line 103 "tutorials/01_copy_and_elementwise.py"
    const tl::vec<half, 8> v_7 = *reinterpret_cast<const tl::vec<half, 8>*>((X + (r) * 8192 + c));
    const half v_8 = v_7.v[0];
    const float x = tl::cast<float>(v_8);
#line 104 "tutorials/01_copy_and_elementwise.py"
    const float v_9 = tl::sigmoid(x);
    const float v_10 = (x * v_9);
    const tl::vec<half, 8> v_11 = *reinterpret_cast<const tl::vec<half, 8>*>((G + (r) * 8192 + c));
    const half v_12 = v_11.v[0];
    const float v_13 = tl::cast<float>(v_12);
    const float v_14 = (v_10 * v_13);
    const half v_15 = tl::cast<half>(v_14);
#line 103 "tutorials/01_copy_and_elementwise.py"
    const half v_16 = v_7.v[1];
    const float x_1 = tl::cast<float>(v_16);
#line 104 "tutorials/01_copy_and_elementwise.py"
    const float v_17 = tl::sigmoid(x_1);
    const float v_18 = (x_1 * v_17);
    const half v_19 = v_11.v[1];
    const float v_20 = tl::cast<float>(v_19);
    const float v_21 = (v_18 * v_20);
    const half v_22 = tl::cast<half>(v_21);
#line 103 "tutorials/01_copy_and_elementwise.py"
    const half v_23 = v_7.v[2];
    const float x_2 = tl::cast<float>(v_23);
#line 104 "tutorials/01_copy_and_elementwise.py"
    const float v_24 = tl::sigmoid(x_2);
    const float v_25 = (x_2 * v_24);
    const half v_26 = v_11.v[2];
    const float v_27 = tl::cast<float>(v_26);
    const float v_28 = (v_25 * v_27);
    const half v_29 = tl::cast<half>(v_28);
#line 103 "tutorials/01_copy_and_elementwise.py"
    const half v_30 = v_7.v[3];
    const float x_3 = tl::cast<float>(v_30);
#line 104 "tutorials/01_copy_and_elementwise.py"
    const float v_31 = tl::sigmoid(x_3);
    const float v_32 = (x_3 * v_31);
    const half v_33 = v_11.v[3];
    const float v_34 = tl::cast<float>(v_33);
    const float v_35 = (v_32 * v_34);
    const half v_36 = tl::cast<half>(v_35);
#line 103 "tutorials/01_copy_and_elementwise.py"
    const half v_37 = v_7.v[4];
    const float x_4 = tl::cast<float>(v_37);
#line 104 "tutorials/01_copy_and_elementwise.py"
    const float v_38 = tl::sigmoid(x_4);
    const float v_39 = (x_4 * v_38);
    const half v_40 = v_11.v[4];
    const float v_41 = tl::cast<float>(v_40);
    const float v_42 = (v_39 * v_41);
    const half v_43 = tl::cast<half>(v_42);
#line 103 "tutorials/01_copy_and_elementwise.py"
    const half v_44 = v_7.v[5];
    const float x_5 = tl::cast<float>(v_44);
#line 104 "tutorials/01_copy_and_elementwise.py"
    const float v_45 = tl::sigmoid(x_5);
    const float v_46 = (x_5 * v_45);
    const half v_47 = v_11.v[5];
    const float v_48 = tl::cast<float>(v_47);
    const float v_49 = (v_46 * v_48);
    const half v_50 = tl::cast<half>(v_49);
#line 103 "tutorials/01_copy_and_elementwise.py"
    const half v_51 = v_7.v[6];
    const float x_6 = tl::cast<float>(v_51);
#line 104 "tutorials/01_copy_and_elementwise.py"
    const float v_52 = tl::sigmoid(x_6);
    const float v_53 = (x_6 * v_52);
    const half v_54 = v_11.v[6];
    const float v_55 = tl::cast<float>(v_54);
    const float v_56 = (v_53 * v_55);
    const half v_57 = tl::cast<half>(v_56);
#line 103 "tutorials/01_copy_and_elementwise.py"
    const half v_58 = v_7.v[7];
    const float x_7 = tl::cast<float>(v_58);
#line 104 "tutorials/01_copy_and_elementwise.py"
    const float v_59 = tl::sigmoid(x_7);
    const float v_60 = (x_7 * v_59);
    const half v_61 = v_11.v[7];
    const float v_62 = tl::cast<float>(v_61);
    const float v_63 = (v_60 * v_62);
    const half v_64 = tl::cast<half>(v_63);
    const tl::vec<half, 8> v_65 = tl::vec<half, 8>{{v_15, v_22, v_29, v_36, v_43, v_50, v_57, v_64}};
    *reinterpret_cast<tl::vec<half, 8>*>((Out + (r) * 8192 + c)) = v_65;
#line 99 "tutorials/01_copy_and_elementwise.py"
  }
}
